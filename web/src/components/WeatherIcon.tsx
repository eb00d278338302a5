// The spec's six weather icons (the schema's WeatherIcon: SUN, CLOUD, CLOUD_DRIZZLE, CLOUD_RAIN,
// CLOUD_SNOW, ZAP), drawn inline so they cost no request; anything unknown is the sun, the spec's
// default.
const cloud = 'M7 18h10a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.1 9.2 4.5 4.5 0 0 0 7 18z'
const paths: Record<string, string[]> = {
  SUN: [
    'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  ],
  CLOUD: [cloud],
  CLOUD_DRIZZLE: ['M7 15h10a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.1 6.2 4.5 4.5 0 0 0 7 15z', 'M8 18v1M12 19v1M16 18v1'],
  CLOUD_RAIN: ['M7 14h10a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.1 5.2 4.5 4.5 0 0 0 7 14z', 'M8 16l-1 4M12 16l-1 4M16 16l-1 4'],
  CLOUD_SNOW: [
    'M7 14h10a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.1 5.2 4.5 4.5 0 0 0 7 14z',
    'M8 18h.01M12 20h.01M16 18h.01M10 21h.01M14 22h.01',
  ],
  ZAP: ['M13 2L4 14h7l-1 8 9-12h-7z'],
}

/** Read out when the forecast has no words of its own. */
const names: Record<string, string> = {
  SUN: 'Clear',
  CLOUD: 'Cloudy',
  CLOUD_DRIZZLE: 'Drizzle',
  CLOUD_RAIN: 'Rain',
  CLOUD_SNOW: 'Snow',
  ZAP: 'Thunderstorm',
}

export function WeatherIcon({ icon, label }: { icon: string; label?: string | null }) {
  const known = Object.hasOwn(paths, icon) ? icon : 'SUN'
  const drawn = paths[known] ?? []
  // The class names the icon as the stylesheet does (weather-sun, weather-cloud-rain).
  const className = `weather-icon weather-${known.toLowerCase().replace('_', '-')}`
  return (
    <svg className={className} viewBox="0 0 24 24" role="img" aria-label={label || names[known]}>
      {drawn.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
