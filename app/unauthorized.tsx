// Next sends the root unauthorized() screen with every page of the site, and without this file its
// English default, inline styles and all. Only the back office calls unauthorized(), and it has its
// own (app/admin/unauthorized.tsx), so this one is the shortest Spanish notice.
export default function Unauthorized() {
  return (
    <main id="contenido" className="container-page py-20">
      <h1 className="text-3xl font-bold">Inicia sesión para continuar</h1>
    </main>
  );
}
