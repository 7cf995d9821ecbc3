// The bare Next.js page the page benchmark measures every route against (issue 12): the
// project's own Next.js version, nothing else. Plain JSX so it needs no tsconfig of its own.
export const metadata = {
  title: "Bare Next.js page",
  description: "The baseline page of the page benchmark.",
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
