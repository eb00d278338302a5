-- AlterTable
ALTER TABLE "Participant" ADD COLUMN     "statusByHand" BOOLEAN NOT NULL DEFAULT false;
