// Built by scripts/bare-page.mjs (for the page benchmark and the JS budget test); defaults apart from the two the site sets too.
const nextConfig = { poweredByHeader: false, reactStrictMode: true };
export default nextConfig;
