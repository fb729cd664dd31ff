/** The file shown in the detail panel, in the URL (`?file=`), so a link or a reload opens it again. */
import { useSearchParams } from 'react-router';

const fileParam = 'file';

export function useOpenFile() {
  const [params, setParams] = useSearchParams();
  const change = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(fileParam, id);
      else next.delete(fileParam);
      return next;
    });
  return { id: params.get(fileParam), open: (id: string) => change(id), close: () => change(null) };
}
