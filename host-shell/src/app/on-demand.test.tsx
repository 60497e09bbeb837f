import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { type OnDemand, onDemand } from './on-demand';

const Part = ({ name }: { name: string }) => <p>{name} is here</p>;

function Page({ part }: { part: OnDemand<{ name: string }> }) {
  const Component = part.component();
  return (
    <Suspense fallback={<p>Loading</p>}>
      <Component name="The shell" />
    </Suspense>
  );
}

test('a part loaded ahead of time is drawn at once, with no fallback first', async () => {
  const part = onDemand(() => Promise.resolve({ default: Part }));
  await part.load();
  render(<Page part={part} />);
  expect(screen.getByText('The shell is here')).toBeInTheDocument();
  expect(screen.queryByText('Loading')).toBeNull();
});

test('a part not loaded yet shows the fallback, then itself, and keeps its component', async () => {
  const importer = jest.fn(() => Promise.resolve({ default: Part }));
  const part = onDemand(importer);
  const first = part.component();
  render(<Page part={part} />);
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(await screen.findByText('The shell is here')).toBeInTheDocument();
  // Choosing again would remount the page under it: the first choice stays.
  expect(part.component()).toBe(first);
  await part.load();
  expect(importer).toHaveBeenCalledTimes(1);
});

test('a failed load is tried again by the next attempt', async () => {
  const importer = jest
    .fn<Promise<{ default: typeof Part }>, []>()
    .mockRejectedValueOnce(new Error('Loading chunk main-shell failed.'))
    .mockResolvedValueOnce({ default: Part });
  const part = onDemand(importer);
  await expect(part.load()).rejects.toThrow('Loading chunk main-shell failed.');
  await expect(part.load()).resolves.toEqual({ default: Part });
  expect(importer).toHaveBeenCalledTimes(2);
});
