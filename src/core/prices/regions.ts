/**
 * Regions as "<continent>/<country>": the sources name them their own way (AWS "eu-west-2", GCP
 * "europe-west4", Vast "Texas, US, NA", a Chinese platform "北京"), and a team restricting where its
 * data may live thinks in countries and continents. The raw string is always kept beside it.
 * Continents follow Vast's geolocation codes: na, sa, eu, as (the Middle East included), oc, af.
 */

/** Cloud regions whose country is not in their name (AWS and GCP list them in their region docs). */
const CLOUD_REGIONS: Record<string, string> = {
  // AWS
  'ca-central-1': 'na/ca', 'ca-west-1': 'na/ca', 'sa-east-1': 'sa/br', 'mx-central-1': 'na/mx',
  'eu-west-1': 'eu/ie', 'eu-west-2': 'eu/gb', 'eu-west-3': 'eu/fr', 'eu-central-1': 'eu/de', 'eu-central-2': 'eu/ch',
  'eu-north-1': 'eu/se', 'eu-south-1': 'eu/it', 'eu-south-2': 'eu/es',
  'ap-northeast-1': 'as/jp', 'ap-northeast-2': 'as/kr', 'ap-northeast-3': 'as/jp', 'ap-southeast-1': 'as/sg',
  'ap-southeast-2': 'oc/au', 'ap-southeast-3': 'as/id', 'ap-southeast-4': 'oc/au', 'ap-southeast-5': 'as/my', 'ap-southeast-7': 'as/th',
  'ap-south-1': 'as/in', 'ap-south-2': 'as/in', 'ap-east-1': 'as/hk', 'me-south-1': 'as/bh', 'me-central-1': 'as/ae',
  'il-central-1': 'as/il', 'af-south-1': 'af/za', 'cn-north-1': 'as/cn', 'cn-northwest-1': 'as/cn',
  // GCP
  'northamerica-northeast1': 'na/ca', 'northamerica-northeast2': 'na/ca', 'northamerica-south1': 'na/mx',
  'southamerica-east1': 'sa/br', 'southamerica-west1': 'sa/cl',
  'europe-west1': 'eu/be', 'europe-west2': 'eu/gb', 'europe-west3': 'eu/de', 'europe-west4': 'eu/nl', 'europe-west6': 'eu/ch',
  'europe-west8': 'eu/it', 'europe-west9': 'eu/fr', 'europe-west10': 'eu/de', 'europe-west12': 'eu/it',
  'europe-north1': 'eu/fi', 'europe-north2': 'eu/se', 'europe-central2': 'eu/pl', 'europe-southwest1': 'eu/es',
  'asia-east1': 'as/tw', 'asia-east2': 'as/hk', 'asia-northeast1': 'as/jp', 'asia-northeast2': 'as/jp', 'asia-northeast3': 'as/kr',
  'asia-south1': 'as/in', 'asia-south2': 'as/in', 'asia-southeast1': 'as/sg', 'asia-southeast2': 'as/id',
  'australia-southeast1': 'oc/au', 'australia-southeast2': 'oc/au',
  'me-west1': 'as/il', 'me-central1': 'as/qa', 'me-central2': 'as/sa', 'africa-south1': 'af/za',
};

/** Continent by a region's prefix when the table does not know the region (a new one). */
const PREFIXES: [RegExp, string][] = [
  [/^us-/, 'na/us'],
  [/^(ca|northamerica)-/, 'na/?'],
  [/^(sa|southamerica)-/, 'sa/?'],
  [/^(eu|europe)-/, 'eu/?'],
  [/^(ap|asia|me|il|cn)-/, 'as/?'],
  [/^(australia)-/, 'oc/au'],
  [/^(af|africa)-/, 'af/?'],
];

const CONTINENTS = new Set(['na', 'sa', 'eu', 'as', 'oc', 'af']);

/** "Texas, US, NA" / ", CN, AS" / "United States, US, NA" → "na/us", "as/cn". */
function geolocation(raw: string): string | undefined {
  const parts = raw.split(',').map((p) => p.trim().toLowerCase());
  if (parts.length < 2) return undefined;
  const continent = parts.at(-1)!;
  const country = parts.at(-2)!;
  if (!CONTINENTS.has(continent)) return undefined;
  return `${continent}/${/^[a-z]{2}$/.test(country) ? country : '?'}`;
}

/** Normalised region of a raw region string; "?" when nothing in it says where. */
export function normalizeRegion(raw: string): string {
  const text = raw.trim();
  const lower = text.toLowerCase();
  if (CLOUD_REGIONS[lower]) return CLOUD_REGIONS[lower];
  const geo = geolocation(text);
  if (geo) return geo;
  for (const [pattern, region] of PREFIXES) if (pattern.test(lower)) return region;
  // Chinese platforms name cities and provinces in Chinese (北京, 内蒙, 西北): all in China.
  if (/[\u4e00-\u9fff]/.test(text)) return 'as/cn';
  return '?';
}

/**
 * Whether a region is one a team allows: an allowed entry matches a raw region ("us-central1"), a
 * country ("us", "cn") or a continent ("eu", "as"); an empty list allows every region.
 */
export function regionAllowed(allowed: readonly string[], raw: string, region: string = normalizeRegion(raw)): boolean {
  if (allowed.length === 0) return true;
  const [continent, country] = region.split('/');
  return allowed.some((a) => {
    const want = a.trim().toLowerCase();
    return want === raw.trim().toLowerCase() || want === country || want === continent || want === region;
  });
}

/** Continent of a country (ISO 3166 alpha-2), for sources that give only the country (Vast's "Texas, US"). */
const CONTINENT_OF: Record<string, string> = Object.fromEntries(
  Object.entries({
    na: 'us ca mx',
    sa: 'br ar cl co pe uy',
    eu: 'gb ie fr de nl be lu ch at it es pt se no fi dk is pl cz sk hu ro bg gr hr si rs ba mk al ee lv lt ua by md ru',
    as: 'cn hk mo tw jp kr sg my th vn id ph in pk bd lk ae sa qa bh kw om il tr kz',
    oc: 'au nz',
    af: 'za eg ng ke ma tn',
  }).flatMap(([continent, countries]) => countries.split(' ').map((c) => [c, continent])),
);

/** "US" → "na/us"; a country the table lacks keeps its code under an unknown continent's "?". */
export function countryRegion(country: string): string {
  const code = country.trim().toLowerCase();
  if (!/^[a-z]{2}$/.test(code)) return '?';
  const continent = CONTINENT_OF[code];
  return continent ? `${continent}/${code}` : '?';
}
