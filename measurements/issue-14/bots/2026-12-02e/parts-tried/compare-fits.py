exec(open('fit-parts.py').read().split("cur=[")[0])
import json
old=[1.0663,1.0115,0.9043,1.0515,0.8672,1.6576,1.0309,0.9551,0.2831,0.9185,0.2951,0.9316,-4.57,-2.2349,-1.5926,-1.4969,1.1597,-1.633,-2.1666,-1.0464]
# The refit stays with the bots package (its test reads it): packages/bots/bench-results/2026-12-02e/.
new=json.load(open('../../../../../packages/bots/bench-results/2026-12-02e/eval1-fit.json'))['fit']
po=basis2([d[:,k] for k in range(B)])@np.array(old)
pn=basis2([d[:,k] for k in range(B)]+[dx[:,2],dx[:,5]])@np.array(new)
for m,nm in [(isfit==1,'fitted mover, all games'),(isfit==0,'eval1 mover')]:
    print(nm, 'rows',m.sum(),'own %.3f old %.3f new %.3f'%((y[m]-e1[m]).std(),(y[m]-po[m]).std(),(y[m]-pn[m]).std()))
    for lo,hi in [(0.66,1.01),(0.33,0.66),(0,0.33)]:
        mm=m&(ph>=lo)&(ph<hi); print('   phase %.2f-%.2f own %.2f old %.2f new %.2f'%(lo,hi,(y[mm]-e1[mm]).std(),(y[mm]-po[mm]).std(),(y[mm]-pn[mm]).std()))
# ranking agreement: per position? not available. 
