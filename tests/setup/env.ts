process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-1234";
process.env.UPLOAD_DIR ??= ".data/uploads-test";
// Each test gives its calls an address of its own in X-Forwarded-For, as one trusted proxy would
// (lib/client-address.ts); client-address.test.ts checks the other settings.
process.env.TRUSTED_PROXY_HOPS ??= "1";
