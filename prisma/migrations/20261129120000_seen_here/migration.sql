-- AlterTable
ALTER TABLE "Participant" ADD COLUMN "seenHereAt" TIMESTAMP(3);
