/** The types of tools/free-ports.cjs (plain CommonJS, shared by the scripts and the tests). */
export interface PortRange {
  from: number;
  to: number;
}

export function portIsFree(port: number, options?: { host?: string; exclusive?: boolean }): Promise<boolean>;

export function freePortBlock(range: PortRange, size?: number, options?: { host?: string; skip?: ReadonlySet<number>; attempts?: number }): Promise<number>;
