import { Outlet } from 'react-router';
import { WakaLogo } from './waka-logo';

/** The owner area's own frame: a top bar with the logo (spec §2 Owner layout); the sidebar comes with its screens. */
export function OwnerLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <WakaLogo tone="dark" />
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
