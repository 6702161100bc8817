// Next sends the root forbidden() screen with every page of the site, and without this file its
// English default, inline styles and all. Only the back office calls forbidden(), and it has its own
// (app/admin/forbidden.tsx), so this one is the shortest Spanish notice.
export default function Forbidden() {
  return (
    <main id="contenido" className="container-page py-20">
      <h1 className="text-3xl font-bold">Acceso denegado</h1>
    </main>
  );
}
