-- Schedule periods were stored as 12-hour text ('8:00 AM', or '8:00' as typed); class times as
-- 'HH:MM'. This rewrites every period to 'HH:MM' (toStoredClock in packages/core does the same for
-- requests and backups). Text already in that form, or unreadable, is left as it is, so running it
-- again changes nothing.
CREATE OR REPLACE FUNCTION pg_temp.assignd_clock(value jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN twelve IS NOT NULL THEN to_jsonb(
      lpad(((twelve[1]::int % 12) + CASE WHEN lower(twelve[3]) = 'p' THEN 12 ELSE 0 END)::text, 2, '0')
        || ':' || twelve[2])
    WHEN short IS NOT NULL AND short[1]::int < 24 THEN to_jsonb(lpad(short[1], 2, '0') || ':' || short[2])
    ELSE value
  END
  FROM (
    SELECT
      regexp_match(value #>> '{}', '^\s*(1[0-2]|0?[1-9]):([0-5]\d)\s*([aApP])\.?[mM]\.?\s*$') AS twelve,
      regexp_match(value #>> '{}', '^\s*(\d{1,2}):([0-5]\d)(?::\d{2}(?:\.\d+)?)?\s*$') AS short
    WHERE jsonb_typeof(value) = 'string'
    UNION ALL SELECT NULL, NULL WHERE jsonb_typeof(value) IS DISTINCT FROM 'string'
  ) AS parsed
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pg_temp.assignd_period(period jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof(period) = 'object' AND period ? 'start' AND period ? 'end' THEN period
      || jsonb_build_object('start', pg_temp.assignd_clock(period -> 'start'),
                            'end', pg_temp.assignd_clock(period -> 'end'))
    ELSE period
  END
$$;--> statement-breakpoint
UPDATE "schedules" SET "schedule_data" = jsonb_set("schedule_data", '{days}', (
  SELECT coalesce(jsonb_object_agg(day.key, CASE
    WHEN jsonb_typeof(day.value) = 'array' THEN (
      SELECT coalesce(jsonb_agg(pg_temp.assignd_period(entry.period) ORDER BY entry.n), '[]'::jsonb)
      FROM jsonb_array_elements(day.value) WITH ORDINALITY AS entry(period, n))
    ELSE day.value
  END), '{}'::jsonb)
  FROM jsonb_each("schedule_data" -> 'days') AS day
))
WHERE jsonb_typeof("schedule_data" -> 'days') = 'object';
