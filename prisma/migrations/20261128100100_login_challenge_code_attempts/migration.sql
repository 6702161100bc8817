-- AlterTable
ALTER TABLE "admin_login_challenges" ADD COLUMN     "code_attempts" INTEGER NOT NULL DEFAULT 0;
