import { useQuery } from "@tanstack/react-query";
import { useHttp, useSession } from "../../../base/runtime-context";
import { rolePermissionsQuery } from "../queries";
import type { RolePermissions } from "./role-permissions";

/**
 * The role permissions of the signed-in provider (001 §6), as loaded by the RCM layout route
 * (src/areas/rcm/rcm-layout.tsx) before any /rcm/* screen renders: read from the query cache, so no
 * second call is made.
 * @returns the answer; undefined only outside the RCM layout (where nothing may rely on it).
 */
export function useRolePermissions(): RolePermissions | undefined {
  const http = useHttp();
  const session = useSession();
  const provider = session?.extensions?.providerSlug ?? "";
  return useQuery(rolePermissionsQuery({ http, provider, userId: session?.userId })).data;
}
