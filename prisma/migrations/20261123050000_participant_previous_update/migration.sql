-- AlterTable
ALTER TABLE "Participant" ADD COLUMN     "previousUpdated" TIMESTAMP(3);

