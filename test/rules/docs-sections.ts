/** Generated sections appended to docs/rules.md beyond the registry (classification examples etc.). */
export async function docsExtraSections(): Promise<string[]> {
  return [];
}
