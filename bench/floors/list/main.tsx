/**
 * Floor page of the bench (issue "Hardening and weight" §1): a bare Refine 5 + @refinedev/antd
 * list page — ThemedLayout, List, useTable with syncWithLocation, one antd Table with three
 * columns, react-router, i18next, axios, dayjs. Built by `npm run bench` in the same run as the
 * portal; `ratios.grid` = portal accounts grid ÷ this page.
 */
import { createRoot } from "react-dom/client";
import { BrowserRouter, Outlet, Route, Routes } from "react-router";
import { Refine, type DataProvider } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { List, ThemedLayout, useTable } from "@refinedev/antd";
import { ConfigProvider, Table } from "antd";
import axios from "axios";
import dayjs from "dayjs";
import i18next from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";

void i18next.use(initReactI18next).init({
  lng: "en",
  resources: {
    en: { translation: { rows: { title: "Rows", invoice: "Invoice", payer: "Payer", created: "Created" } } },
  },
});

const http = axios.create();

const dataProvider: DataProvider = {
  getApiUrl: () => "/",
  getList: async ({ pagination }) => {
    const { data } = await http.get<{ content: never[]; total_elements: number }>("/rows.json", {
      params: { page: (pagination?.currentPage ?? 1) - 1, size: pagination?.pageSize ?? 15 },
    });
    return { data: data.content, total: data.total_elements };
  },
  getOne: () => Promise.reject(new Error("not in the floor")),
  create: () => Promise.reject(new Error("not in the floor")),
  update: () => Promise.reject(new Error("not in the floor")),
  deleteOne: () => Promise.reject(new Error("not in the floor")),
};

interface Row {
  id: string;
  invoiceNumber: string;
  payerName: string;
  createdAt: string;
}

function RowList() {
  const { t } = useTranslation();
  const { tableProps } = useTable<Row>({ syncWithLocation: true, pagination: { pageSize: 15 } });
  return (
    <List title={t("rows.title")}>
      <Table<Row> {...tableProps} rowKey="id">
        <Table.Column<Row> dataIndex="invoiceNumber" title={t("rows.invoice")} />
        <Table.Column<Row> dataIndex="payerName" title={t("rows.payer")} />
        <Table.Column<Row>
          dataIndex="createdAt"
          title={t("rows.created")}
          render={(value: string) => dayjs(value).format("DD/MM/YYYY")}
        />
      </Table>
    </List>
  );
}

createRoot(document.getElementById("root")!).render(
  <BrowserRouter>
    <ConfigProvider>
      <Refine
        routerProvider={routerProvider}
        dataProvider={dataProvider}
        i18nProvider={{
          translate: (key) => i18next.t(key),
          changeLocale: (l) => i18next.changeLanguage(l),
          getLocale: () => i18next.language,
        }}
        resources={[{ name: "rows", list: "/rows" }]}
        options={{ disableTelemetry: true }}
      >
        <Routes>
          <Route
            element={
              <ThemedLayout>
                <Outlet />
              </ThemedLayout>
            }
          >
            <Route path="/rows" element={<RowList />} />
          </Route>
        </Routes>
      </Refine>
    </ConfigProvider>
  </BrowserRouter>,
);
