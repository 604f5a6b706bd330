/**
 * An empty PagedTable says so in the secondary text colour: antd's placeholder grey
 * (colorTextDisabled) is under 4.5:1 on white and failed axe's color-contrast on the settlement
 * detail's empty documents table (issue 22; the house rule: no serious axe violation).
 */
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { PagedTable } from "../../../src/components/paged-table";

describe("PagedTable when empty", () => {
  it("renders the empty text as secondary text", () => {
    render(
      <PagedTable<{ id: string }>
        query={{ isError: false, isFetching: false, data: { content: [], totalElements: 0 } }}
        columns={[{ title: "Name", dataIndex: "id" }]}
        emptyText="Nothing here yet"
        failedText="Failed"
        totalText={({ total }) => `${total}`}
        paging={{ page: 0, size: 10, setPage: () => undefined, setSize: () => undefined } as never}
      />,
    );
    expect(screen.getByText("Nothing here yet")).toHaveClass("ant-typography-secondary");
  });
});
