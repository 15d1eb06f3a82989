import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@labwise/domain';
import { Brand } from './brand';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

/** The centred card every sign-in screen uses: the page's main landmark, its title the page's h1. */
export function AuthCard({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 py-10">
      <Brand />
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {title}
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">{children}</CardContent>
      </Card>
    </main>
  );
}

/** The way back from a sign-in side page (forgot, reset, verify) to the sign-in screen. */
export function BackToSignIn() {
  return (
    <Link className="text-sm text-primary hover:underline" to={paths.login}>
      Back to sign in
    </Link>
  );
}
