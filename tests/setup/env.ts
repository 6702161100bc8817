process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-1234";
process.env.UPLOAD_DIR ??= ".data/uploads-test";
