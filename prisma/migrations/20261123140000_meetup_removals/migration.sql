-- CreateTable
CREATE TABLE "MeetupRemoval" (
    "meetupId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "removedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MeetupRemoval_pkey" PRIMARY KEY ("meetupId","userId")
);

-- CreateIndex
CREATE INDEX "MeetupRemoval_userId_idx" ON "MeetupRemoval"("userId");

-- AddForeignKey
ALTER TABLE "MeetupRemoval" ADD CONSTRAINT "MeetupRemoval_meetupId_fkey" FOREIGN KEY ("meetupId") REFERENCES "Meetup"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MeetupRemoval" ADD CONSTRAINT "MeetupRemoval_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
