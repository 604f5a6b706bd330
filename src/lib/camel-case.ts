/** camelCase of a snake_case name (`split_file_size_mb` → `splitFileSizeMb`). */
export const camelCase = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
