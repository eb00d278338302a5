-- Shared positions live in the position store (this process, or Redis when scaled out), never in
-- the database: the columns that held them go. The table is no longer written per position, so
-- the room kept for HOT updates goes too.
DROP INDEX IF EXISTS "Participant_locationExpiresAt_idx";
ALTER TABLE "Participant"
  DROP COLUMN "lat",
  DROP COLUMN "lon",
  DROP COLUMN "lastLat",
  DROP COLUMN "lastLon",
  DROP COLUMN "lastUpdated",
  DROP COLUMN "previousUpdated",
  DROP COLUMN "locationSequence",
  DROP COLUMN "locationExpiresAt";
ALTER TABLE "Participant" RESET (fillfactor);
