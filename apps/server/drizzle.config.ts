// drizzle-kit: `npm run -w @console/server db:generate` writes a new versioned SQL migration into drizzle/.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
