/** Great-circle geometry on a spherical Earth, in nautical miles (good to well under 1%). */
const EARTH_RADIUS_NM = 3440.065;
const RAD = Math.PI / 180;

export interface Point {
  latitude: number;
  longitude: number;
}

export function greatCircleNm(a: Point, b: Point): number {
  const lat1 = a.latitude * RAD;
  const lat2 = b.latitude * RAD;
  const dLat = lat2 - lat1;
  const dLon = (b.longitude - a.longitude) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point a `fraction` of the way along the great circle from a to b. */
export function pointAlong(a: Point, b: Point, fraction: number): Point {
  const lat1 = a.latitude * RAD;
  const lon1 = a.longitude * RAD;
  const lat2 = b.latitude * RAD;
  const lon2 = b.longitude * RAD;
  const d = greatCircleNm(a, b) / EARTH_RADIUS_NM;
  if (d === 0) return { latitude: a.latitude, longitude: a.longitude };
  const s1 = Math.sin((1 - fraction) * d) / Math.sin(d);
  const s2 = Math.sin(fraction * d) / Math.sin(d);
  const x = s1 * Math.cos(lat1) * Math.cos(lon1) + s2 * Math.cos(lat2) * Math.cos(lon2);
  const y = s1 * Math.cos(lat1) * Math.sin(lon1) + s2 * Math.cos(lat2) * Math.sin(lon2);
  const z = s1 * Math.sin(lat1) + s2 * Math.sin(lat2);
  return { latitude: Math.atan2(z, Math.hypot(x, y)) / RAD, longitude: Math.atan2(y, x) / RAD };
}
