function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The page served when the host shell has not been built: a plain French explanation instead of a crash
 * or an empty 404. No script (the CSP forbids inline script anyway); the style is inline, which the CSP
 * allows for Mantine. `missingFile` is shown outside production only, to tell a developer what to build.
 */
export function unavailablePage(missingFile?: string): string {
  const hint = missingFile
    ? `<p class="hint">Fichier introuvable\u202f: <code>${escapeHtml(missingFile)}</code>. Construisez l’application avec <code>pnpm build</code>, puis rechargez la page.</p>`
    : '';
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Patrimo — service momentanément indisponible</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8f9fa;color:#212529;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{max-width:36rem;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:1.4rem;margin-top:0}
.hint{color:#495057;font-size:.9rem}
code{background:#f1f3f5;padding:0 .25rem;border-radius:3px}
</style>
</head>
<body>
<main>
<h1>Patrimo est momentanément indisponible</h1>
<p>L’application est en cours de mise à jour. Merci de réessayer dans quelques instants.</p>
${hint}
</main>
</body>
</html>
`;
}
