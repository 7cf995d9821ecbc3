export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>One heading and one paragraph: the baseline every route is compared with.</p>
    </main>
  );
}
