-- AlterTable
ALTER TABLE "EmailVerificationToken" ADD COLUMN "browserHash" TEXT;
