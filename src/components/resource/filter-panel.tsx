import Col from "antd/es/col";
import Row from "antd/es/row";
import type { FilterModel, ResourceDeclaration } from "../../../resources/define-resource";
import type { FilterChange } from "../../lib/url-state";
import { FilterField } from "./filter-field";
import type { FilterOption } from "./use-lookup-options";

/** Props of {@link FilterPanel}. */
export interface FilterPanelProps {
  declaration: ResourceDeclaration;
  /** Filter keys of the panel, in order (grid-layout.ts `panelFilterKeys`). */
  keys: readonly string[];
  value: FilterModel;
  onFilterChange(key: string, change: FilterChange): void;
  options?: Readonly<Record<string, FilterOption[]>>;
}

/**
 * The filters that are not in the one-row bar (issue 7 §3b), laid out in a grid under it. Loaded
 * with its first opening (filter-bar.tsx), with the date pickers it may show.
 */
export default function FilterPanel({ declaration, keys, value, onFilterChange, options }: FilterPanelProps) {
  return (
    <Row gutter={[16, 12]}>
      {keys.map((key) => {
        const filter = declaration.list.filters[key];
        return filter ? (
          <Col key={key} xs={24} sm={12} lg={8} xl={6} data-filter={key}>
            <FilterField
              declaration={declaration}
              filterKey={key}
              filter={filter}
              value={value[key]}
              options={options?.[key]}
              onChange={(change) => onFilterChange(key, change)}
            />
          </Col>
        ) : null;
      })}
    </Row>
  );
}
