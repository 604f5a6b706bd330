import Alert from "antd/es/alert";
import Table from "antd/es/table";
import Typography from "antd/es/typography";
import type { ColumnsType } from "antd/es/table";
import type { Paging } from "../lib/use-paging";

const PAGE_SIZES = [5, 10, 20, 50];

/**
 * One Spring page of rows in a table with its pager (page 0-based; a new page size goes back to
 * the first page), or the failure alert.
 */
export function PagedTable<Row extends { id: string }>({
  query,
  columns,
  emptyText,
  failedText,
  totalText,
  paging,
  pageSizes = PAGE_SIZES,
}: {
  query: { isError: boolean; isFetching: boolean; data?: { content: Row[]; totalElements: number } };
  columns: ColumnsType<Row>;
  emptyText: string;
  failedText: string;
  /** The pager's "from–to of total" text. */
  totalText: (range: { from: number; to: number; total: number }) => string;
  paging: Paging;
  pageSizes?: number[];
}) {
  if (query.isError) return <Alert type="error" showIcon role="alert" message={failedText} />;
  return (
    <Table<Row>
      rowKey="id"
      size="small"
      loading={query.isFetching}
      columns={columns}
      dataSource={query.data?.content ?? []}
      // antd's placeholder grey (colorTextDisabled) is under 4.5:1 on white (axe color-contrast):
      // the secondary text colour is not.
      locale={{ emptyText: <Typography.Text type="secondary">{emptyText}</Typography.Text> }}
      pagination={{
        current: paging.page + 1,
        pageSize: paging.size,
        total: query.data?.totalElements ?? 0,
        showSizeChanger: true,
        pageSizeOptions: pageSizes,
        showTotal: (total, [from, to]) => totalText({ from, to, total }),
        onChange: (next, nextSize) => paging.turn(nextSize !== paging.size ? 0 : next - 1, nextSize),
      }}
    />
  );
}
