-- CreateEnum
CREATE TYPE "AccountLinkPurpose" AS ENUM ('password_reset', 'sign_in');

-- AlterTable
ALTER TABLE "login_attempts" ADD COLUMN     "device" TEXT;

-- AlterTable
ALTER TABLE "password_reset_tokens" ADD COLUMN     "purpose" "AccountLinkPurpose" NOT NULL DEFAULT 'password_reset';
