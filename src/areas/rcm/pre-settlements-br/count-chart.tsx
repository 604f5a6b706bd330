import { useEffect, useRef } from "react";
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from "chart.js";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** One bar of the chart. */
export interface CountBar {
  label: string;
  count: number;
  /** CSS colour of the bar. */
  color: string;
}

/** Props of {@link CountChart}. */
export interface CountChartProps {
  bars: readonly CountBar[];
  /** Title of the value axis (e.g. "Invoices"). */
  axisLabel: string;
}

/**
 * The count panel's chart (issue 9 §2 "drawn as a chart people can read at a glance"): one bar per
 * dispatch status with its count, drawn by chart.js (tree-shaken to the bar chart). This module is
 * imported lazily by count-panel.tsx, so chart.js loads with the Brazil panel only, never with the
 * accounts grid or the sign-in page. The canvas is hidden from assistive technology: the same
 * figures are text beside it. Where a canvas cannot be drawn (no 2D context), nothing is drawn and
 * the text remains.
 */
export default function CountChart({ bars, axisLabel }: CountChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const context = canvas.current?.getContext("2d");
    if (!context) return undefined;
    // Two bars: drawn afresh when the figures change (cheaper to read than an in-place update).
    const chart = new Chart(context, {
      type: "bar",
      data: {
        labels: bars.map((b) => b.label),
        datasets: [
          {
            data: bars.map((b) => b.count),
            backgroundColor: bars.map((b) => b.color),
            borderRadius: 4,
            maxBarThickness: 56,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: false } },
        scales: {
          y: { beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: axisLabel } },
        },
      },
    });
    return () => chart.destroy();
  }, [bars, axisLabel]);

  return (
    <div style={{ position: "relative", height: 180, width: "100%", maxWidth: 420 }} aria-hidden="true">
      <canvas ref={canvas} data-testid="br-count-chart" />
    </div>
  );
}
