-- An Idempotency-Key belongs to the citizen who filed, or to the administrator who filed at the
-- office's desk for someone (whose account may be created by that very request): exactly one of them.
ALTER TABLE "idempotency_keys" ALTER COLUMN "citizen_id" DROP NOT NULL;
ALTER TABLE "idempotency_keys" ADD COLUMN "admin_id" INTEGER;

ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_admin_id_fkey"
  FOREIGN KEY ("admin_id") REFERENCES "admins"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE UNIQUE INDEX "idempotency_keys_admin_id_scope_key_key" ON "idempotency_keys"("admin_id", "scope", "key");

ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_one_owner"
  CHECK (("citizen_id" IS NULL) <> ("admin_id" IS NULL));
