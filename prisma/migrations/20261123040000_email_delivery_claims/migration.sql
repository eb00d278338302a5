-- AlterTable
ALTER TABLE "EmailDelivery" ADD COLUMN     "claimedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ALTER COLUMN "sentAt" DROP NOT NULL,
ALTER COLUMN "sentAt" DROP DEFAULT;

-- CreateIndex
CREATE INDEX "EmailDelivery_claimedAt_idx" ON "EmailDelivery"("claimedAt");

