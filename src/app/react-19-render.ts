import { unstableSetRender } from "antd/es/config-provider/UnstableContext";
import { createRoot, type Root } from "react-dom/client";

type Container = (Element | DocumentFragment) & { _reactRoot?: Root };

/**
 * Lets antd 5's imperative APIs (message, notification, Modal.confirm) render with React 19's
 * `createRoot`. Same effect as `@ant-design/v5-patch-for-react-19`, whose single `import … from
 * "antd"` made every antd component statically reachable from the entry and so loaded on every
 * route (docs/bundle/README.md). Imported first in `main.tsx`.
 */
unstableSetRender((node, container: Container) => {
  container._reactRoot ??= createRoot(container);
  const root = container._reactRoot;
  root.render(node);
  return () =>
    new Promise<void>((resolve) => {
      setTimeout(() => {
        root.unmount();
        resolve();
      }, 0);
    });
});
