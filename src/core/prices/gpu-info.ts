/**
 * SkyPilot's GpuInfo column is a Python literal, not JSON (single quotes, and its shape differs per
 * cloud: AWS gives per-GPU SizeInMiB plus a total, Vast a total for all GPUs in both, GCP GPU rows
 * only a per-GPU size). Only the memory is needed, so it is read field by field with patterns that
 * tolerate the differences instead of being converted to JSON.
 */

function field(text: string, name: string): number | undefined {
  const m = new RegExp(`['"]${name}['"]\\s*:\\s*(\\d+(?:\\.\\d+)?)`).exec(text);
  return m ? Number(m[1]) : undefined;
}

/**
 * Memory per GPU in MiB: the total ÷ the row's GPU count where a total is given (right for AWS and
 * Vast alike), else the per-GPU size (GCP). Undefined when the literal names no memory.
 */
export function gpuMemoryMiB(gpuInfo: string, count: number): number | undefined {
  if (!gpuInfo) return undefined;
  const total = field(gpuInfo, 'TotalGpuMemoryInMiB');
  if (total !== undefined && total > 0 && count > 0) return total / count;
  const size = field(gpuInfo, 'SizeInMiB');
  return size !== undefined && size > 0 ? size : undefined;
}
