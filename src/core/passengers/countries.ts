/**
 * Passport countries offered on the passenger form, stored as ISO 3166-1 alpha-3 codes (the
 * itinerary shows the three-letter code, spec 001 section 3). The list covers the service
 * area (North America, Mexico, the Caribbean) and the passports most often seen on charters;
 * the United States comes first as the default.
 */
export const PASSPORT_COUNTRIES: readonly { code: string; name: string }[] = [
  { code: 'USA', name: 'United States' },
  { code: 'CAN', name: 'Canada' },
  { code: 'MEX', name: 'Mexico' },
  { code: 'ATG', name: 'Antigua and Barbuda' },
  { code: 'ARG', name: 'Argentina' },
  { code: 'AUS', name: 'Australia' },
  { code: 'AUT', name: 'Austria' },
  { code: 'BHS', name: 'Bahamas' },
  { code: 'BRB', name: 'Barbados' },
  { code: 'BEL', name: 'Belgium' },
  { code: 'BRA', name: 'Brazil' },
  { code: 'CHL', name: 'Chile' },
  { code: 'CHN', name: 'China' },
  { code: 'COL', name: 'Colombia' },
  { code: 'CRI', name: 'Costa Rica' },
  { code: 'CUB', name: 'Cuba' },
  { code: 'DNK', name: 'Denmark' },
  { code: 'DOM', name: 'Dominican Republic' },
  { code: 'FIN', name: 'Finland' },
  { code: 'FRA', name: 'France' },
  { code: 'DEU', name: 'Germany' },
  { code: 'GRC', name: 'Greece' },
  { code: 'IND', name: 'India' },
  { code: 'IRL', name: 'Ireland' },
  { code: 'ISR', name: 'Israel' },
  { code: 'ITA', name: 'Italy' },
  { code: 'JAM', name: 'Jamaica' },
  { code: 'JPN', name: 'Japan' },
  { code: 'KOR', name: 'Korea, Republic of' },
  { code: 'NLD', name: 'Netherlands' },
  { code: 'NZL', name: 'New Zealand' },
  { code: 'NOR', name: 'Norway' },
  { code: 'PAN', name: 'Panama' },
  { code: 'PER', name: 'Peru' },
  { code: 'POL', name: 'Poland' },
  { code: 'PRT', name: 'Portugal' },
  { code: 'SAU', name: 'Saudi Arabia' },
  { code: 'SGP', name: 'Singapore' },
  { code: 'ZAF', name: 'South Africa' },
  { code: 'ESP', name: 'Spain' },
  { code: 'SWE', name: 'Sweden' },
  { code: 'CHE', name: 'Switzerland' },
  { code: 'TTO', name: 'Trinidad and Tobago' },
  { code: 'TUR', name: 'Turkey' },
  { code: 'TCA', name: 'Turks and Caicos Islands' },
  { code: 'ARE', name: 'United Arab Emirates' },
  { code: 'GBR', name: 'United Kingdom' },
  { code: 'VGB', name: 'Virgin Islands, British' },
];

export function countryName(code: string): string {
  return PASSPORT_COUNTRIES.find((c) => c.code === code)?.name ?? code;
}
