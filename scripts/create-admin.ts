// Creates the first administrator (AdminNivel1) of a new installation:
//   ADMIN_EMAIL=… ADMIN_PASSWORD=… ADMIN_NOMBRE=… ADMIN_APELLIDO=… \
//   DATABASE_URL=… npx tsx --conditions=react-server scripts/create-admin.ts
import { createFirstAdministrator } from "@/lib/admins/service";
import { firstAdministratorSchema } from "@/lib/admins/schema";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { parseInput } from "@/lib/validation/parse";

async function main(): Promise<number> {
  try {
    const data = parseInput(firstAdministratorSchema, {
      email: process.env.ADMIN_EMAIL,
      password: process.env.ADMIN_PASSWORD,
      nombre1: process.env.ADMIN_NOMBRE,
      apellido1: process.env.ADMIN_APELLIDO,
      rol: "AdminNivel1",
    });
    const admin = await createFirstAdministrator(data);
    console.log(`Administrador creado: #${admin.id} ${admin.email}. Ingrese en /admin/login.`);
    return 0;
  } catch (error) {
    console.error(error instanceof AppError ? error.message : error);
    return 1;
  } finally {
    await db().$disconnect();
  }
}

void main().then((code) => {
  process.exitCode = code;
});
