// Built and served only by scripts/bench-pages.mjs; defaults apart from the two the site sets too.
const nextConfig = { poweredByHeader: false, reactStrictMode: true };
export default nextConfig;
