/**
 * The server boundary, enforced: code under src/server (database, mail, secrets) may be
 * imported by routes and other server code, never by components, shared libraries or any
 * "use client" module, whose code can end up in the browser bundle.
 */
import path from "node:path";

const SERVER_DIR = `${path.sep}src${path.sep}server${path.sep}`;
const GUARDED_DIRS = ["components", "lib", "content", "config"].map(
  (dir) => `${path.sep}src${path.sep}${dir}${path.sep}`,
);

function isClientModule(program) {
  return program.body.some(
    (node) => node.type === "ExpressionStatement" && node.directive === "use client",
  );
}

function reachesServer(source, filename) {
  if (source === "@/server" || source.startsWith("@/server/")) return true;
  if (!source.startsWith(".")) return false;
  const target = path.resolve(path.dirname(filename), source) + path.sep;
  return target.includes(SERVER_DIR);
}

/** @type {import("eslint").Rule.RuleModule} */
export const serverBoundaryRule = {
  meta: {
    type: "problem",
    docs: { description: "Keep src/server out of client-reachable code." },
    messages: {
      client:
        'A "use client" module must not import server code ({{source}}); pass data in as props from a Server Component or route.',
      shared:
        "{{where}} must not import server code ({{source}}): it is reachable from the browser bundle. Only routes (src/app) and src/server may.",
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    const guarded = GUARDED_DIRS.find((dir) => filename.includes(dir));
    let client = false;
    const check = (node, source) => {
      if (typeof source !== "string" || !reachesServer(source, filename)) return;
      if (client) context.report({ node, messageId: "client", data: { source } });
      else if (guarded) {
        const where = `src/${guarded.split(path.sep).filter(Boolean).at(-1)}`;
        context.report({ node, messageId: "shared", data: { source, where } });
      }
    };
    return {
      Program(program) {
        client = isClientModule(program);
      },
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
    };
  },
};

export const serverBoundaryPlugin = { rules: { "server-boundary": serverBoundaryRule } };
