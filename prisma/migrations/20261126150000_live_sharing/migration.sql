-- Sharing bound to the gather: consent once per gather, precision by choice, stopped and paused
-- states, and the arrival that stops sharing 10 minutes later. A table of its own, so that the
-- location write (a HOT update of "Participant") changes nothing here.
CREATE TYPE "SharingPrecision" AS ENUM ('exact', 'approximate', 'status_only');

-- CreateTable
CREATE TABLE "LiveSharing" (
    "participantId" UUID NOT NULL,
    "precision" "SharingPrecision" NOT NULL DEFAULT 'exact',
    "consentedAt" TIMESTAMP(3) NOT NULL,
    "stoppedAt" TIMESTAMP(3),
    "stopReason" TEXT,
    "pausedAt" TIMESTAMP(3),
    "arrivedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LiveSharing_pkey" PRIMARY KEY ("participantId")
);

-- CreateIndex
CREATE INDEX "LiveSharing_arrivedAt_idx" ON "LiveSharing"("arrivedAt");

-- AddForeignKey
ALTER TABLE "LiveSharing" ADD CONSTRAINT "LiveSharing_participantId_fkey" FOREIGN KEY ("participantId") REFERENCES "Participant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
