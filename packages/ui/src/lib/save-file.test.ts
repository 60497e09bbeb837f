import { saveFile } from './save-file';

it('downloads the file under its name through a link it removes, and frees the object URL', () => {
  const blob = new Blob(['a,b'], { type: 'text/csv' });
  URL.createObjectURL = jest.fn(() => 'blob:stats');
  URL.revokeObjectURL = jest.fn();
  const clicked: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  saveFile(blob, 'stats.csv');
  expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
  expect(clicked).toHaveLength(1);
  expect(clicked[0]?.download).toBe('stats.csv');
  expect(clicked[0]?.href).toBe('blob:stats');
  expect(clicked[0]?.isConnected).toBe(false);
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:stats');
});
