import { ApiError } from '@affnet/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type QueryLike, QueryState } from './query-state';
import { renderThemed } from './render-themed';

const query = <T,>(state: Partial<QueryLike<T>>): QueryLike<T> & { refetch: jest.Mock } => ({
  status: 'success',
  data: undefined,
  error: null,
  ...state,
  refetch: jest.fn(),
});

describe('QueryState, the one way a page shows a query', () => {
  it('shows the page’s own loading words while the server answers', () => {
    renderThemed(
      <QueryState query={query({ status: 'pending' })} loadingLabel="Loading offers…">
        {() => 'content'}
      </QueryState>,
    );
    expect(screen.getByRole('status', { name: 'Loading offers…' })).toBeInTheDocument();
  });

  it('says what failed in the user’s language and asks again on Retry', async () => {
    const failed = query({ status: 'error', error: new ApiError('Server down', 500) });
    renderThemed(<QueryState query={failed}>{() => 'content'}</QueryState>);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows a refused request’s reason without Retry, which would get the same answer', () => {
    const refused = query({
      status: 'error',
      error: new ApiError('from: must not be after to', 400, 'INVALID_RANGE', { err: 1, msg: '', field: 'from' }),
    });
    renderThemed(<QueryState query={refused}>{() => 'content'}</QueryState>);
    expect(screen.getByRole('alert')).toHaveTextContent('This date range is not valid.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('offers Retry when the server could not be reached', () => {
    renderThemed(<QueryState query={query({ status: 'error', error: new ApiError('', 0) })}>{() => ''}</QueryState>);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the empty state for an empty answer, else the content', () => {
    const empty = (rows: number[]) => rows.length === 0;
    const first = renderThemed(
      <QueryState query={query({ data: [] as number[] })} isEmpty={empty} empty="No offers yet">
        {(rows) => `${rows.length} offers`}
      </QueryState>,
    );
    expect(screen.getByText('No offers yet')).toBeInTheDocument();
    first.unmount();
    renderThemed(
      <QueryState query={query({ data: [1, 2] })} isEmpty={empty} empty="No offers yet">
        {(rows) => `${rows.length} offers`}
      </QueryState>,
    );
    expect(screen.getByText('2 offers')).toBeInTheDocument();
  });
});
