-- Each sign-up attempt keeps its own password hash on its verification link: the link activates
-- the password chosen with it, and a later sign-up never changes what an earlier link does.
ALTER TABLE "EmailVerificationToken" ADD COLUMN     "passwordHash" TEXT;
