// The floor page of the benchmark (issue 25): the smallest page React 19 can make interactive — react +
// react-dom, one button. The bench loads it on the same slow phone, from the same server, interleaved
// with the product's pages, and prints every page timing as a ratio to it.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function Floor() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" id="floor-button" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}

createRoot(document.getElementById('root')!).render(<Floor />);
