-- A position is written several times a minute per person. An index on a column each write changes
-- (locationExpiresAt) made every write a non-HOT update: a new entry in each of the table's
-- indexes. Nothing looks positions up by it: the minute sweep joins the gather's end, so it reads
-- the sharing rows either way, and each expiry job reads its row by id.
DROP INDEX "Participant_locationExpiresAt_idx";

-- Room on each page for the new row versions of HOT updates: a flush window writes many rows
-- of a page in one statement, and their old versions are freed only after it.
ALTER TABLE "Participant" SET (fillfactor = 50);
