import { Link } from 'react-router';
import { Brain, FlaskConical, Palette, ShieldCheck, Workflow } from 'lucide-react';
import { paths } from '@labwise/domain';
import { Brand } from '../../components/brand';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { useTheme } from '../../lib/theme';

const PROMISES = [
  {
    Icon: Brain,
    title: 'AI-powered test recommendations',
    text: 'A guided questionnaire reasons over your answers and explains which lab tests fit, and why.',
  },
  {
    Icon: Workflow,
    title: 'Seamless workflow',
    text: 'Orders flow from patient and doctor to the lab and results flow back, with every step tracked.',
  },
  {
    Icon: ShieldCheck,
    title: 'HIPAA-compliant security with end-to-end encryption',
    text: 'Encrypted connections, strict role-based access and an audit trail of every access to health data.',
  },
  {
    Icon: FlaskConical,
    title: 'Direct lab integration',
    text: 'Partner labs receive orders, record collection and upload results straight into Labwise.',
  },
];

function ThemeDialog() {
  const { setTheme } = useTheme();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <Palette className="h-4 w-4" aria-hidden="true" /> Theme
        </Button>
      </DialogTrigger>
      <DialogContent title="Choose a theme" description="Pick how Labwise looks on this device.">
        <div className="grid grid-cols-2 gap-3">
          {(['light', 'dark'] as const).map((theme) => (
            <DialogClose asChild key={theme}>
              <Button variant="outline" onClick={() => setTheme(theme)}>
                {theme === 'light' ? 'Light' : 'Dark'}
              </Button>
            </DialogClose>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}

export function LandingPage() {
  return (
    <div className="min-h-screen">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
        <Brand />
        <nav className="flex items-center gap-2" aria-label="Site">
          <ThemeDialog />
          <Button asChild variant="outline" size="sm">
            <Link to={paths.login}>Sign In</Link>
          </Button>
        </nav>
      </header>
      <main>
        <section className="mx-auto max-w-6xl px-4 pb-12 pt-10 text-center sm:px-6 sm:pt-20">
          <p className="mb-4 inline-block rounded-full bg-accent px-3 py-1 text-sm font-medium text-primary">
            Diagnostics for patients, clinicians and labs
          </p>
          <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            The right lab tests, explained — from question to result.
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">
            Answer a guided health assessment, see why each test is recommended, order from a trusted lab network
            and get results your doctor has reviewed.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.roleSelection}>Get Started</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.login}>Start Free Trial</Link>
            </Button>
          </div>
        </section>
        <section aria-labelledby="promises" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
          <h2 id="promises" className="sr-only">Why Labwise</h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {PROMISES.map(({ Icon, title, text }) => (
              <Card key={title}>
                <CardHeader>
                  <Icon className="h-8 w-8 text-primary" aria-hidden="true" />
                  <CardTitle className="text-base">{title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <CardDescription>{text}</CardDescription>
                </CardContent>
              </Card>
            ))}
          </div>
        </section>
      </main>
      <footer className="border-t border-border py-6 text-center text-sm text-muted-foreground">
        Labwise gives health information, not a diagnosis. In an emergency call your local emergency number.
      </footer>
    </div>
  );
}
