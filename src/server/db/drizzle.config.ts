// drizzle-kit settings, for generating a migration after a change to schema.ts:
//   npx drizzle-kit generate --config src/server/db/drizzle.config.ts --name <what-changed>
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./src/server/db/migrations",
});
